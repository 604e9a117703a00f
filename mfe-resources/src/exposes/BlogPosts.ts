export { blogPosts, blogCategories } from '../content/blogPosts';
export type { BlogPost, BlogCategory } from '../content/blogPosts';
