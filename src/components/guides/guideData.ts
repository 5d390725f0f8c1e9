import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { guideBySlug } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'
import { pageOpenGraph } from '@/lib/site/openGraph'

/** The published guide of a slug, or null; read once per request (metadata and page share it). */
export const findGuide = cache(async (slug: string) => guideBySlug(await payloadClient(), slug))

/** The published guide of a page that must have one: the not-found page otherwise. */
export const loadGuide = async (slug: string) => (await findGuide(slug)) ?? notFound()

/** Title, description and Open Graph of a guide page, from the editors' text. */
export const guideMetadata = async (slug: string): Promise<Metadata> => {
  const guide = await loadGuide(slug)
  const path = `/${slug}`
  return {
    title: guide.title,
    description: guide.description,
    alternates: { canonical: path },
    openGraph: pageOpenGraph({ title: guide.title, description: guide.description, url: path, type: 'article' }),
  }
}
