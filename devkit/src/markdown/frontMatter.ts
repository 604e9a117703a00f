/**
 * Building blocks for a collection's front-matter schema (zod), shared so every collection spells
 * pictures and dates the same way and a writer gets the same messages everywhere.
 */
import { z } from 'zod';

/** Image files a picture or a body image may point at (they are bundled, never hot-linked). */
export const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * A picture: an image file beside the content (path relative to the Markdown file) and its text
 * alternative. The build adds the width and height it reads from the file.
 */
export const picture = z.strictObject({
  src: z
    .string()
    .regex(/^\.\.?\//, 'a path relative to this file, starting with ./ or ../')
    .regex(IMAGE_FILE, 'an .svg, .png, .jpg, .webp or .avif file'),
  alt: z.string().trim().min(1, 'describe the picture for people who cannot see it'),
});

/** A decorative picture (e.g. an author's avatar beside their name): its text alternative is empty. */
export const decorativePicture = z.strictObject({ src: picture.shape.src }).transform((value) => ({ ...value, alt: '' }));

/** A calendar date, written 2025-02-18. */
export const isoDate = z.iso.date('a date written YYYY-MM-DD');

/** A page's address on this site. */
export const sitePath = z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'an address starting with "/", e.g. /blog/my-article');
