import { describe, expect, it } from 'vitest'

import { demandBadgeVariant } from '@/components/guides/sections/SectionSkills'
import { copiedText, skillShareText } from '@/lib/guides/labels'
import { linkTarget, outboundRel } from '@/lib/guides/linkTarget'
import { buildResourceTree } from '@/lib/guides/resourceTree'
import type { Resource, ResourceCategory } from '@/payload-types'

describe('links stored by editors', () => {
  it('keep site paths internal and open http(s) addresses in a new tab', () => {
    expect(linkTarget('/nomad-visas')).toEqual({ href: '/nomad-visas', external: false })
    expect(linkTarget(' https://wise.com/ ')).toEqual({ href: 'https://wise.com/', external: true })
  })

  it('refuse anything else', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'ftp://x',
      '',
      null,
    ])
      expect(linkTarget(bad)).toBeNull()
  })

  it('mark sponsored links as such', () => {
    expect(outboundRel(true)).toBe('sponsored noopener')
    expect(outboundRel(false)).toBe('noopener noreferrer')
  })
})

describe('texts of the spec', () => {
  it('word the skill share, the copy toast and the demand badges', () => {
    expect(skillShareText(98)).toBe('98% of remote job postings mention this skill')
    expect(copiedText('Content Writer')).toBe('Content Writer template copied successfully.')
    expect(demandBadgeVariant('Critical')).toBe('default')
    for (const demand of ['High', 'Medium-High', 'Medium'])
      expect(demandBadgeVariant(demand)).toBe('secondary')
  })
})

describe('buildResourceTree', () => {
  const category = (id: number, title: string, parent: number | null = null) =>
    ({ id, title, parent, updatedAt: '', createdAt: '' }) as ResourceCategory
  const resource = (id: number, name: string, categoryId: number) =>
    ({
      id,
      name,
      description: '',
      url: '/x',
      category: categoryId,
      updatedAt: '',
      createdAt: '',
    }) as Resource

  it('nests subcategories under their sections, in the given order, with their resources', () => {
    const tree = buildResourceTree(
      [
        category(1, 'Travel'),
        category(2, 'Visas'),
        category(3, 'Flights', 1),
        category(4, 'Cheap', 3),
      ],
      [resource(10, 'Skyscanner', 4), resource(11, 'Guide', 2)],
    )
    expect(tree.map((node) => node.title)).toEqual(['Travel', 'Visas'])
    expect(tree[0].children[0].children[0].resources.map((r) => r.name)).toEqual(['Skyscanner'])
    expect(tree[1].resources.map((r) => r.name)).toEqual(['Guide'])
  })

  it('leaves out a subcategory whose parent is not published', () => {
    const tree = buildResourceTree(
      [category(1, 'Travel'), category(3, 'Orphan', 99)],
      [resource(10, 'Lost', 3)],
    )
    expect(tree.map((node) => node.title)).toEqual(['Travel'])
    expect(tree[0].children).toEqual([])
  })
})
