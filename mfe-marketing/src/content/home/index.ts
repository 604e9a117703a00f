/**
 * The home page: its one-off copy (home.yaml) with its testimonials, questions and client logos,
 * one file each in the folders beside it, in their `order`.
 */
import { entriesInOrder as inOrder } from '@site/devkit/markdown';
import type { ClientData, HomeCopy, HomeQuestionData, TestimonialData } from '../types';
import clientFiles from './clients/collection.yml';
import page from './collection.yml';
import questionFiles from './faq/collection.yml';
import testimonialFiles from './testimonials/collection.yml';

const [entry] = page as readonly { readonly data: HomeCopy }[];
if (!entry) throw new Error('content/home/home.yaml is missing');
const copy = entry.data;

export const home = {
  path: '/',
  ...copy,
  testimonials: { ...copy.testimonials, items: inOrder<TestimonialData>(testimonialFiles).map(({ slug, data }) => ({ ...data, slug })) },
  faq: {
    ...copy.faq,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the order is the list's, not the item's
    items: inOrder<HomeQuestionData>(questionFiles).map(({ slug, data: { order, ...item } }) => ({ id: slug, ...item })),
  },
  clients: { ...copy.clients, logos: inOrder<ClientData>(clientFiles).map(({ data }) => ({ ...data.logo, alt: data.name })) },
};
