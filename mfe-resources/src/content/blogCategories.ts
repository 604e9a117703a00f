/** The category chips of the blog listing (besides "All"); an article's front matter names one or more. */
export const blogCategories = ['Product', 'Technology', 'App'] as const;

export type BlogCategory = (typeof blogCategories)[number];
