/** schema.org objects for JSON-LD, built from the same content the pages render. */
import type { FaqItem } from '@site/ui';

/** An FAQ's questions with their full answers as plain text. */
export function faqPageData(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: [item.answer, ...(item.points ?? []).map((point) => `• ${point}`), item.conclusion ?? ''].filter(Boolean).join('\n'),
      },
    })),
  };
}

export interface BlogPostingFacts {
  readonly title: string;
  readonly description: string;
  /** ISO date. */
  readonly date: string;
  /** ISO date of the last change, when there was one. */
  readonly dateModified?: string;
  readonly author: string;
  readonly publisher: string;
}

export function blogPostingData({ title, description, date, dateModified, author, publisher }: BlogPostingFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    description,
    datePublished: date,
    ...(dateModified && dateModified !== date ? { dateModified } : {}),
    author: { '@type': 'Person', name: author },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
