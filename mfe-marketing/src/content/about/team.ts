import ahmedHassan from '../../assets/about/team-ahmed-hassan.svg';
import danielOkafor from '../../assets/about/team-daniel-okafor.svg';
import graceWilliams from '../../assets/about/team-grace-williams.svg';
import isabellaRossi from '../../assets/about/team-isabella-rossi.svg';
import mehmetYilmaz from '../../assets/about/team-mehmet-yilmaz.svg';
import priyaRaman from '../../assets/about/team-priya-raman.svg';
import sophieChen from '../../assets/about/team-sophie-chen.svg';
import tomNguyen from '../../assets/about/team-tom-nguyen.svg';
import type { Picture } from '../types';
import type { TeamContent } from './types';

/** Abstract avatars: the name sits beside each one, so the image itself is decoration. */
const avatar = (src: string): Picture => ({ src, width: 160, height: 160, alt: '' });

export const team: TeamContent = {
  path: '/team',
  meta: {
    title: 'Team',
    description:
      'Meet the Wattlecare team: product, engineering, payroll, security and former support coordinators building software for NDIS and aged-care providers.',
  },
  heading: 'Team',
  intro:
    'A small team in Canberra that mixes software engineers with people who have run rosters, payroll and audits in the care sector. When you call us, you talk to someone who knows what a sleepover shift or a service agreement is.',
  members: [
    {
      name: 'Priya Raman',
      designation: 'CEO & co-founder',
      bio: 'Priya co-founded Wattlecare after watching a disability-support coordinator rebuild the same roster by hand every Friday. She still sits in on customer onboarding calls each month.',
      image: avatar(priyaRaman),
    },
    {
      name: 'Tom Nguyen',
      designation: 'Head of Product',
      bio: 'Tom decides what gets built next and why, working from provider feedback and the NDIS Practice Standards. He owns the release notes and reads every feature request.',
      image: avatar(tomNguyen),
    },
    {
      name: 'Grace Williams',
      designation: 'Customer Success Lead',
      bio: 'Grace worked as an NDIS support coordinator before joining Wattlecare. She helps providers set up participant plans, service agreements and rosters the way their teams actually work.',
      image: avatar(graceWilliams),
    },
    {
      name: 'Mehmet Yilmaz',
      designation: 'Payroll Specialist',
      bio: 'Mehmet sets up our customers’ pay rules under the SCHADS Award, with their allowances and Single Touch Payroll. He is the person to ask when a sleepover or split shift does not pay the way you expect.',
      image: avatar(mehmetYilmaz),
    },
    {
      name: 'Sophie Chen',
      designation: 'Engineering Lead',
      bio: 'Sophie leads the engineers who build the web platform and the mobile app. She cares most about the roster staying fast and reliable at 6 am on a Monday.',
      image: avatar(sophieChen),
    },
    {
      name: 'Daniel Okafor',
      designation: 'Security & Compliance Lead',
      bio: 'Daniel runs our ISO 27001-aligned security practices, access reviews and privacy requests. He also answers the security questionnaires providers send us before they sign.',
      image: avatar(danielOkafor),
    },
    {
      name: 'Isabella Rossi',
      designation: 'Implementation Consultant',
      bio: 'Isabella moves new customers off spreadsheets and old systems, importing staff, participants and funding. She builds each provider’s forms, shift types and approval rules during setup.',
      image: avatar(isabellaRossi),
    },
    {
      name: 'Ahmed Hassan',
      designation: 'Support Team Lead',
      bio: 'Ahmed leads the team behind the support hotline and the support mailbox. His team’s rule is simple: a coordinator with a shift to fill gets an answer first.',
      image: avatar(ahmedHassan),
    },
  ],
};
