import { describe, expect, it } from 'vitest';
import { findCycles, parseFeatureGraph } from './feature-graph.ts';

const adr = (block: string) => `# 0000 — Title\n\nText.\n\n\`\`\`boundaries\n${block}\n\`\`\`\n`;

describe('the boundaries block of an ADR', () => {
  it('reads each feature and the features it may import', () => {
    const graph = parseFeatureGraph(
      adr('# comment\nsigning -> requests, session  # why\nrequests -> session\nsession ->\n'),
    );
    expect([...graph]).toEqual([
      ['signing', ['requests', 'session']],
      ['requests', ['session']],
      ['session', []],
    ]);
  });

  it.each([
    ['no block', '# 0000 — Title\n', /found 0/],
    ['two blocks', `${adr('a ->')}${adr('b ->')}`, /found 2/],
    ['a line without an arrow', adr('a'), /expected "feature -> other/],
    ['a feature listed twice', adr('a ->\na ->'), /listed twice/],
    ['a feature naming itself', adr('a -> a'), /names itself/],
    ['a target without a line', adr('a -> b'), /no line of its own/],
    ['a bad name', adr('A ->'), /no feature name/],
    ['a cycle', adr('a -> b\nb -> c\nc -> a'), /cycle: a -> b -> c -> a/],
  ])('refuses %s', (_case, markdown, error) => {
    expect(() => parseFeatureGraph(markdown)).toThrow(error);
  });
});

describe('cycles', () => {
  it('names one cycle per group of features that reach each other', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
      ['d', ['e']],
      ['e', ['d']],
      ['f', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['d', 'e', 'd'],
    ]);
  });

  it('finds none in a graph without one', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
