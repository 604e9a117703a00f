import { faqPage, faqProblems } from './faqPage';

it('gives every FAQ answer an anchor of its own, and lists every question of the sections', () => {
  expect(faqProblems()).toEqual([]);
  const sectionQuestions = faqPage.sections.flatMap((section) => [
    section.questions,
    ...(section.groups ?? []).map((group) => group.questions),
  ]);
  expect(faqPage.items).toHaveLength(sectionQuestions.reduce((count, questions) => count + (questions?.length ?? 0), 0));
});
