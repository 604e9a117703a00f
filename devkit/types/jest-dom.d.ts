// Adds Testing Library's DOM matchers (toBeVisible, toHaveAttribute…) to Jest's expect.
import '@testing-library/jest-dom';
