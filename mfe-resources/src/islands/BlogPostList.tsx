export { BlogPostListIsland as default } from '../blog/BlogListingPage';
