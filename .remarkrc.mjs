// `npm run docs:check`: every relative link and #anchor in the project's Markdown resolves (offline).
import remarkGfm from 'remark-gfm';
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [remarkGfm, [remarkValidateLinks, { repository: false }]],
};
