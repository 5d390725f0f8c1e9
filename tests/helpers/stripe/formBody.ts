type Node = Record<string, unknown>

const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype'])

const keyPath = (key: string) => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return [key]
  return [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (part) => part[1])]
}

const childKey = (node: Node, part: string) =>
  Array.isArray(node) && part === '' ? String(node.length) : part

const place = (root: Node, path: string[], value: string) => {
  let node = root
  for (const [index, part] of path.slice(0, -1).entries()) {
    const key = childKey(node, part)
    const next = node[key]
    if (typeof next !== 'object' || next === null) {
      node[key] = /^\d*$/.test(path[index + 1]) ? [] : {}
    }
    node = node[key] as Node
  }
  node[childKey(node, path[path.length - 1])] = value
}

/**
 * Decodes a form body as Stripe's SDKs encode it (`line_items[0][price_data][currency]=usd`,
 * `expand[]=…`) into nested objects and arrays. Values stay strings, as Stripe receives them.
 */
export const decodeForm = (text: string): Record<string, unknown> => {
  const root: Node = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key)
    if (!path.some((part) => unsafeKeys.has(part))) place(root, path, value)
  }
  return root
}
