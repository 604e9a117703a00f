export { AddBlogFormIsland as default } from '../addBlog/AddBlogPage';
