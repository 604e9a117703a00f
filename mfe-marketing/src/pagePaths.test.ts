import { routeTable } from '@site/shell/route-table';
import { featurePages } from './content/features';
import { industryPages } from './content/industries';
import { productOverviews } from './content/products';
import { rolePages } from './content/roles';
import { pagePaths } from './pagePaths';

const paths = (entries: readonly { path: string }[]) => entries.map((entry) => entry.path);

describe('page paths', () => {
  it('are exactly the routes the shell gives to marketing', () => {
    const ownedByMarketing = routeTable.filter((route) => route.owner === 'marketing').map((route) => route.path);
    expect(Object.values(pagePaths).flat().sort()).toEqual([...ownedByMarketing].sort());
  });

  it('match the pages the content describes, family by family', () => {
    expect(paths(featurePages)).toEqual(pagePaths.feature);
    expect(paths(productOverviews)).toEqual(pagePaths.product);
    expect(paths(rolePages)).toEqual(pagePaths.role);
    expect(paths(industryPages)).toEqual(pagePaths.industry);
  });
});
