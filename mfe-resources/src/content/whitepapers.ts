/**
 * The Whitepapers page (spec section 2: heading, subheading and text, plus two covers that open their
 * PDFs in a new tab). The PDFs are made by `scripts/whitepapers/make.ts`; `pages` is their real count.
 */
import auditReadyCover from '../assets/whitepapers/audit-ready-ndis-practice-standards-cover.svg';
import auditReadyPdf from '../assets/whitepapers/audit-ready-ndis-practice-standards.pdf';
import rosterToClaimCover from '../assets/whitepapers/roster-to-claim-cover.svg';
import rosterToClaimPdf from '../assets/whitepapers/roster-to-claim.pdf';
import type { WhitepapersContent } from './types';

export const whitepapers: WhitepapersContent = {
  path: '/whitepapers',
  meta: {
    title: 'Whitepapers for NDIS and aged-care providers',
    description:
      'Free in-depth guides for care providers: staying audit-ready under the NDIS Practice Standards, and cutting the admin from roster to paid claim.',
  },
  heading: 'Whitepapers',
  subheading: 'In-depth guides for care providers.',
  text: 'Longer reads for the people who run the day: owners, quality leads, coordinators and finance teams. Each whitepaper works through one problem care providers share, with checklists, worked examples and habits you can put in place next week, whichever system you use. Download the PDFs, share them with your team and bring your questions to a demo.',
  papers: [
    {
      title: 'Audit-ready every day: a practical guide to the NDIS Practice Standards for growing providers',
      description:
        'How registered providers can turn the Practice Standards into everyday records: governance, participant files, worker screening and training, incidents and complaints, the evidence auditors commonly ask for, and a 90-day plan to get there.',
      pdf: auditReadyPdf,
      pages: 8,
      cover: {
        src: auditReadyCover,
        width: 420,
        height: 560,
        alt: 'Whitepaper cover in dark teal with a clipboard checklist of ticked items, a calendar with one day highlighted and a shield with a tick.',
      },
    },
    {
      title: 'From roster to claim: cutting the admin between a shift and getting paid',
      description:
        'Follow one shift from the roster to the bank: attendance, timesheet approvals, SCHADS Award pay items, Single Touch Payroll, NDIS claims and invoicing, with worked examples and four measures that show where admin and revenue leak.',
      pdf: rosterToClaimPdf,
      pages: 8,
      cover: {
        src: rosterToClaimCover,
        width: 420,
        height: 560,
        alt: 'Whitepaper cover in teal with a roster card linked by a dotted path to a clock with a tick, an invoice and a gold dollar coin.',
      },
    },
  ],
};
