import { siteConfig } from '@site/ui';
import type { AccessibilityStatementContent } from '../types';

const { brand, mailboxes, contact } = siteConfig;

export const accessibilityStatement: AccessibilityStatementContent = {
  path: '/accessibility',
  meta: {
    title: 'Accessibility',
    description: `How accessible the ${brand.name} website is, how we test it, what we still need to fix and how to tell us about a problem.`,
  },
  heading: 'Accessibility statement',
  preparedDate: '2026-11-26',
  preparedLead: 'This statement was prepared on',
  summary:
    'We want everyone to be able to use this website. It meets the main world standard for accessible websites. Tell us if something gets in your way and we will fix it.',
  standard: {
    heading: 'The standard we meet',
    intro: `This website meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It also meets these level AAA success criteria:`,
    beyondAa: [
      {
        title: '1.4.6 Contrast (Enhanced)',
        description: 'Text has a contrast ratio of at least 7:1 against its background, large text at least 4.5:1.',
      },
      {
        title: '2.5.5 Target Size (Enhanced)',
        description: 'Links, buttons and form controls are at least 44 by 44 CSS pixels, except links inside a sentence.',
      },
      {
        title: '2.4.13 Focus Appearance',
        description: 'The keyboard focus has a thick, high-contrast outline you can see on every background.',
      },
      {
        title: '2.4.12 Focus Not Obscured (Enhanced)',
        description: 'The top bar, menus and dialogs never cover the item that has the keyboard focus.',
      },
      {
        title: '3.1.4 Abbreviations',
        description: 'The first time a page uses an abbreviation such as NDIS, we write it out in full beside it.',
      },
      {
        title: '2.3.3 Animation from Interactions',
        description: 'If your device is set to reduce motion, the sliders stop moving on their own and pages scroll without animation.',
      },
      {
        title: '3.1.5 Reading Level',
        description:
          'Product, role and industry pages open with a short summary in plain words. We keep the rest of our writing as plain as the subject allows.',
      },
    ],
    note: 'The product you sign in to after a trial or purchase is a separate application, and this statement does not cover it.',
  },
  testing: {
    heading: 'How we test',
    intro: 'We test every change before it goes live, with tools and by hand.',
    automatedHeading: 'Automated checks on every change',
    automated: [
      'axe-core runs in Playwright on every page, with menus, the mobile menu and dialogs open, and includes the AAA contrast rule.',
      'Lighthouse accessibility audits are part of our performance budget, and a build that scores lower fails.',
      'A test measures every link, button and form control to check it is at least 44 by 44 pixels.',
      'A test moves through each page with the Tab key and checks that the focus is visible and follows the reading order.',
    ],
    manualHeading: 'Checks by hand',
    manual: [
      'Using each new page and form with the keyboard only.',
      'Reading pages with NVDA on Windows, in Firefox and Chrome.',
      'Using the site with VoiceOver on iPhone and TalkBack on Android.',
      'Zooming to 200% and 400%, and checking that content reflows at a width of 320 pixels with no sideways scrolling.',
      'Viewing pages in Windows high contrast mode.',
    ],
  },
  limitations: {
    heading: 'Known limitations',
    intro: 'Some parts of the site do not yet meet the standard. This is what we know about and what we are doing.',
    items: [
      {
        title: 'PDF whitepapers',
        description:
          'Our whitepapers are PDF files that are not fully tagged, so a screen reader may read them in the wrong order. Ask us and we will send the same content as an accessible Word document or web page.',
      },
      {
        title: 'Images in older blog posts',
        description: 'We are reviewing the alt text of images in older blog posts. Some may not fully describe charts and screenshots yet.',
      },
      {
        title: 'Sliders that move on their own',
        description:
          'The features slider and the client logos move on their own. You can pause them with their Pause button, by hovering or by focusing them, and they stay still if your device is set to reduce motion.',
      },
      {
        title: 'Pages on other websites',
        description: 'Links to app stores and social media open pages we do not control. Their accessibility is up to those services.',
      },
    ],
  },
  reporting: {
    heading: 'Report a barrier',
    intro:
      'If something on this website is hard to use, please tell us. Say which page it was on and what happened. You do not need to use technical words.',
    formLabel: 'Contact Us',
    channelLeads: { form: 'Use our', email: 'E-mail', phone: 'Call' },
    formLinkText: 'contact form',
    email: mailboxes.support,
    phone: contact.supportHotline,
    includeIntro: 'It helps us to know:',
    include: [
      'the address of the page, or its name',
      'what you were trying to do',
      'the device, browser or assistive technology you use, if you know it',
    ],
    responseTime:
      'We reply within 2 business days. If we cannot fix the problem straight away, we will tell you when we expect to, and send you the content in another way in the meantime.',
    escalationHeading: 'If you are not happy with our reply',
    escalation: [
      'First ask us to review it: reply to our e-mail and a senior member of our team will look at it again.',
      'If you are still not satisfied, you can make a complaint to the Australian Human Rights Commission, which handles complaints about disability discrimination under the Disability Discrimination Act 1992.',
    ],
  },
};
