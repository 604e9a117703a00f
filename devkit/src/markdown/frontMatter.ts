/**
 * Building blocks for a collection's front-matter schema (zod), shared so every collection spells
 * pictures and dates the same way and a writer gets the same messages everywhere.
 */
import { z } from 'zod';

/** Image files a picture or a body image may point at (they are bundled, never hot-linked). */
export const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * A picture: an image file and its text alternative. `src` is the file's name alone, found in the
 * collection's `pictures` folder (collection.yml), or a path relative to the entry's file. The
 * build adds the width and height it reads from the file.
 */
export const picture = z.strictObject({
  src: z
    .string()
    .regex(/^(\.\.?\/|[^/]+$)/, 'a picture’s file name, e.g. chat-hero.svg, or a path relative to this file starting with ./ or ../')
    .regex(IMAGE_FILE, 'an .svg, .png, .jpg, .webp or .avif file'),
  alt: z.string().trim().min(1, 'describe the picture for people who cannot see it'),
});

/** A decorative picture (e.g. an author's avatar beside their name): its text alternative is empty. */
export const decorativePicture = z.strictObject({ src: picture.shape.src }).transform((value) => ({ ...value, alt: '' }));

/** A calendar date, written 2025-02-18. */
export const isoDate = z.iso.date('a date written YYYY-MM-DD');

/** A page's address on this site. */
export const sitePath = z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'an address starting with "/", e.g. /blog/my-article');

/** One line of copy: trimmed, never empty. */
export const text = z.string().trim().min(1, 'write some text, or leave the field out');

/** Plain bullet points (spec: descriptionPoints, or pointsData as strings). */
export const bullets = z.array(text).min(1, 'at least one point, or leave the list out');

/** Points with a bold title and a description (spec: pointsObject, pointTitle and pointDescription). */
export const titledPoints = z.array(z.strictObject({ title: text, description: text })).min(1, 'at least one point, or leave the list out');

/** A question and its answer; `id` is the answer's anchor on the page (spec: faqData item). */
export const faqItem = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens, e.g. chat-security'),
  question: text,
  answer: text,
  points: bullets.optional(),
  conclusion: text.optional(),
});

/** The title of the browser tab and search results, and the description under it. */
export const pageMeta = z.strictObject({
  title: text.max(70, 'at most 70 characters, or search results cut it off').describe('The browser tab’s and search results’ title'),
  description: text
    .min(50, 'at least 50 characters: one or two full sentences')
    .max(180, 'at most 180 characters, or search results cut it off')
    .describe('One or two sentences for search results and shared links'),
});
