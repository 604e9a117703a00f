/** The home page's illustrations: hero, how-it-works steps, client logos and testimonial avatars. */
import type { Picture } from '@site/ui';
import avatar1 from '../assets/home/avatar-1.svg';
import avatar2 from '../assets/home/avatar-2.svg';
import avatar3 from '../assets/home/avatar-3.svg';
import client1 from '../assets/home/client-1.svg';
import client2 from '../assets/home/client-2.svg';
import client3 from '../assets/home/client-3.svg';
import client4 from '../assets/home/client-4.svg';
import client5 from '../assets/home/client-5.svg';
import client6 from '../assets/home/client-6.svg';
import client7 from '../assets/home/client-7.svg';
import client8 from '../assets/home/client-8.svg';
import client9 from '../assets/home/client-9.svg';
import client10 from '../assets/home/client-10.svg';
import hero from '../assets/home/hero.svg';
import step1 from '../assets/home/step-1.svg';
import step2 from '../assets/home/step-2.svg';
import step3 from '../assets/home/step-3.svg';
import step4 from '../assets/home/step-4.svg';
import step5 from '../assets/home/step-5.svg';
import step6 from '../assets/home/step-6.svg';

export const heroImage: Picture = {
  src: hero,
  width: 640,
  height: 480,
  alt: 'A laptop showing a colour-coded staff roster beside a phone showing a support worker’s next shift and its location, with cards for an approved shift, a reminder clock and a security shield.',
};

const step = (src: string, alt: string): Picture => ({ src, width: 240, height: 180, alt });

/** How it works, steps 1 to 6 in order. */
export const stepImages: readonly Picture[] = [
  step(step1, 'An organisation’s building with an arrow importing a list of staff and participants.'),
  step(step2, 'A weekly roster calendar filled with colour-coded shifts and a confirmation tick.'),
  step(step3, 'A phone clocking a worker in, with a map pin inside the verified location radius.'),
  step(step4, 'A timesheet with hours on each row and an approved stamp.'),
  step(step5, 'An invoice, a dollar coin and a bank, showing pay runs, invoices and NDIS claims going out.'),
  step(step6, 'A bar chart of trends beside an audit checklist and a magnifying glass.'),
];

const logo = (src: string, alt: string): Picture => ({ src, width: 200, height: 80, alt });

/** "Our Most Trusted Clients" carousel (fictitious providers); the alt is the client's name. */
export const clientLogos: readonly Picture[] = [
  logo(client1, 'Banksia Community Care'),
  logo(client2, 'Riverbend Support Services'),
  logo(client3, 'Southern Cross Ability'),
  logo(client4, 'Wombat Hill Aged Care'),
  logo(client5, 'Coastline Allied Health'),
  logo(client6, 'Bluegum Living'),
  logo(client7, 'Harbourside Home Care'),
  logo(client8, 'Kookaburra Kids Early Learning'),
  logo(client9, 'Red Gum ICT Services'),
  logo(client10, 'Saltbush Supported Living'),
];

const avatar = (src: string): Picture => ({ src, width: 96, height: 96, alt: '' });

/** Testimonial author images, decorative (the author's name and title sit beside them). */
export const testimonialAvatars: readonly Picture[] = [avatar(avatar1), avatar(avatar2), avatar(avatar3)];
