import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_guides_sections_display" AS ENUM('cards', 'list', 'checks', 'steps', 'stats', 'schedule', 'budgets', 'quote', 'questions', 'skills', 'templates', 'checklist', 'links', 'directory', 'comparison');
  CREATE TYPE "public"."enum__guides_v_version_sections_display" AS ENUM('cards', 'list', 'checks', 'steps', 'stats', 'schedule', 'budgets', 'quote', 'questions', 'skills', 'templates', 'checklist', 'links', 'directory', 'comparison');
  ALTER TABLE "visas" ADD COLUMN "program" varchar;
  ALTER TABLE "_visas_v" ADD COLUMN "version_program" varchar;
  ALTER TABLE "guides_sections_items" ADD COLUMN "figure" numeric;
  ALTER TABLE "guides_sections_items" ADD COLUMN "link_label" varchar;
  ALTER TABLE "guides_sections" ADD COLUMN "display" "enum_guides_sections_display" DEFAULT 'cards';
  ALTER TABLE "_guides_v_version_sections_items" ADD COLUMN "figure" numeric;
  ALTER TABLE "_guides_v_version_sections_items" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_guides_v_version_sections" ADD COLUMN "display" "enum__guides_v_version_sections_display" DEFAULT 'cards';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visas" DROP COLUMN "program";
  ALTER TABLE "_visas_v" DROP COLUMN "version_program";
  ALTER TABLE "guides_sections_items" DROP COLUMN "figure";
  ALTER TABLE "guides_sections_items" DROP COLUMN "link_label";
  ALTER TABLE "guides_sections" DROP COLUMN "display";
  ALTER TABLE "_guides_v_version_sections_items" DROP COLUMN "figure";
  ALTER TABLE "_guides_v_version_sections_items" DROP COLUMN "link_label";
  ALTER TABLE "_guides_v_version_sections" DROP COLUMN "display";
  DROP TYPE "public"."enum_guides_sections_display";
  DROP TYPE "public"."enum__guides_v_version_sections_display";`)
}
