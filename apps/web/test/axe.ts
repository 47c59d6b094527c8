import axe from 'axe-core';

/**
 * The axe rules' violations in what is rendered, as "rule: target" lines. jsdom draws no pixels,
 * so the colour-contrast rule cannot run here; everything about names, roles, labels and
 * structure does.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
