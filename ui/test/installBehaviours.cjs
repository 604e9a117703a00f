// Jest setup for a package that renders ui in jsdom (devkit's preset adds it; ui's own config too):
// what the islands loader installs on every page, controls that work from the HTML; and, as the
// islands runtime and a standalone page do, the sliders' behaviour once React renders one.
if (typeof window !== 'undefined') {
  const behaviours = require('../src/behaviours');
  behaviours.installBehaviours(document);
  behaviours.installSlidersWhenRendered(document);
}
