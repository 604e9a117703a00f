export { FaqSectionsIsland as default } from '../faq/FaqPage';
