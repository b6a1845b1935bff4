/**
 * Reading a minified webpack chunk file: where each module's source lies in
 * it. Shared by the bundle analysis and the page profiler.
 */
import {parse} from 'acorn';

/** Module id → [start, end) offsets in a chunk file, from the chunk's module table. */
export function moduleSpans(source) {
  const ast = parse(source, {ecmaVersion: 'latest'});
  let table = null;
  const visit = (node) => {
    if (table || !node || typeof node.type !== 'string') return;
    // The chunk's module table is the first object literal keyed by module ids.
    if (node.type === 'ObjectExpression' && node.properties.length > 0) {
      const key = node.properties[0].key;
      if (key && (key.type === 'Literal' || /^\d+$/.test(key.name ?? ''))) {
        table = node;
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  return (table?.properties ?? []).map((property) => ({
    id: String(property.key.name ?? property.key.value),
    start: property.start,
    end: property.end,
  }));
}
