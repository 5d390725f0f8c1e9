import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_job_type" AS ENUM('Full-Time', 'Part-Time', 'Contract', 'Internship');
  CREATE TYPE "public"."enum_jobs_schedule_type" AS ENUM('Flexible', 'Fixed', 'Time-Zone Overlap');
  CREATE TYPE "public"."enum_jobs_education_level" AS ENUM('High School', 'Associate Degree', 'Bachelor''s Degree', 'Master''s Degree', 'PhD', 'Not Required');
  CREATE TYPE "public"."enum_jobs_category" AS ENUM('Engineering', 'Design', 'Marketing', 'Sales', 'Customer Support', 'Data', 'Operations', 'Product', 'Finance', 'HR', 'Legal', 'Other');
  CREATE TYPE "public"."enum_jobs_experience_level" AS ENUM('Entry Level', 'Mid Level', 'Senior Level', 'Lead', 'Executive');
  CREATE TYPE "public"."enum_jobs_review_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_jobs_link_status" AS ENUM('unchecked', 'valid', 'broken', 'blocked', 'unknown', 'tls_error');
  CREATE TYPE "public"."enum_companies_link_status" AS ENUM('unchecked', 'valid', 'broken', 'blocked', 'unknown', 'tls_error');
  CREATE TYPE "public"."enum_posting_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posting_plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_link_check_runs_trigger" AS ENUM('manual', 'scheduled');
  CREATE TYPE "public"."enum_link_check_runs_status" AS ENUM('running', 'completed', 'inconclusive', 'failed');
  CREATE TYPE "public"."enum_visas_region" AS ENUM('Europe', 'Asia', 'Americas', 'Middle East', 'Africa', 'Europe/Asia', 'Oceania');
  CREATE TYPE "public"."enum_visas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__visas_v_version_region" AS ENUM('Europe', 'Asia', 'Americas', 'Middle East', 'Africa', 'Europe/Asia', 'Oceania');
  CREATE TYPE "public"."enum__visas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_resource_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__resource_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_resources_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__resources_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_insurance_providers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__insurance_providers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_banking_providers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banking_providers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_esim_providers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__esim_providers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_hiring_platforms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hiring_platforms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'moderator');
  CREATE TYPE "public"."enum_members_plan" AS ENUM('free', 'premium');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_site_settings_moderation_mode" AS ENUM('review-after', 'approval-first');
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_title" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"company_logo" varchar,
  	"job_description" varchar,
  	"job_type" "enum_jobs_job_type" NOT NULL,
  	"schedule_type" "enum_jobs_schedule_type" NOT NULL,
  	"education_level" "enum_jobs_education_level",
  	"category" "enum_jobs_category" NOT NULL,
  	"experience_level" "enum_jobs_experience_level",
  	"salary_range" varchar,
  	"posted_date" timestamp(3) with time zone NOT NULL,
  	"job_url" varchar NOT NULL,
  	"user_id_id" integer,
  	"is_active" boolean DEFAULT true,
  	"slug" varchar,
  	"review_status" "enum_jobs_review_status" DEFAULT 'pending',
  	"rejection_reason" varchar,
  	"plan_id" integer,
  	"contact_email" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"is_demo" boolean DEFAULT false,
  	"link_status" "enum_jobs_link_status" DEFAULT 'unchecked',
  	"last_checked_at" timestamp(3) with time zone,
  	"consecutive_failures" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"hiring_link" varchar NOT NULL,
  	"schedule_type" varchar,
  	"hiring_regions" varchar DEFAULT 'Global',
  	"industry" varchar,
  	"link_status" "enum_companies_link_status" DEFAULT 'unchecked',
  	"last_checked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "companies_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "posting_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"popular" boolean DEFAULT false,
  	"listing_days" numeric DEFAULT 30,
  	"job_posts" numeric DEFAULT 1,
  	"valid_for_days" numeric,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posting_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posting_plans_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_posting_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_price" numeric,
  	"version_popular" boolean DEFAULT false,
  	"version_listing_days" numeric DEFAULT 30,
  	"version_job_posts" numeric DEFAULT 1,
  	"version_valid_for_days" numeric,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posting_plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_posting_plans_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "link_check_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trigger" "enum_link_check_runs_trigger" NOT NULL,
  	"started_by_id" integer,
  	"status" "enum_link_check_runs_status" DEFAULT 'running' NOT NULL,
  	"progress" numeric DEFAULT 0,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"broken_count" numeric,
  	"total_count" numeric,
  	"error" varchar,
  	"results" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "link_check_runs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer
  );
  
  CREATE TABLE "visas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" varchar,
  	"country_code" varchar,
  	"duration" varchar,
  	"min_income" varchar,
  	"cost" varchar,
  	"processing_time" varchar,
  	"region" "enum_visas_region",
  	"apply_url" varchar,
  	"source_url" varchar,
  	"last_reviewed" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_visas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "visas_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_visas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_country" varchar,
  	"version_country_code" varchar,
  	"version_duration" varchar,
  	"version_min_income" varchar,
  	"version_cost" varchar,
  	"version_processing_time" varchar,
  	"version_region" "enum__visas_v_version_region",
  	"version_apply_url" varchar,
  	"version_source_url" varchar,
  	"version_last_reviewed" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__visas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_visas_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "resource_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"icon" varchar,
  	"parent_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_resource_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_resource_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_icon" varchar,
  	"version_parent_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__resource_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"url" varchar,
  	"free" boolean DEFAULT false,
  	"category_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_resources_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_resources_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_url" varchar,
  	"version_free" boolean DEFAULT false,
  	"version_category_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__resources_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "insurance_providers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo" varchar,
  	"rating" numeric,
  	"best_for" varchar,
  	"price" varchar,
  	"coverage" varchar,
  	"countries" varchar,
  	"link" varchar,
  	"sponsored" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_insurance_providers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "insurance_providers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_insurance_providers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo" varchar,
  	"version_rating" numeric,
  	"version_best_for" varchar,
  	"version_price" varchar,
  	"version_coverage" varchar,
  	"version_countries" varchar,
  	"version_link" varchar,
  	"version_sponsored" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__insurance_providers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_insurance_providers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "banking_providers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo" varchar,
  	"rating" numeric,
  	"best_for" varchar,
  	"monthly_fee" varchar,
  	"transfer_fee" varchar,
  	"currencies" varchar,
  	"link" varchar,
  	"sponsored" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_banking_providers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "banking_providers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_banking_providers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo" varchar,
  	"version_rating" numeric,
  	"version_best_for" varchar,
  	"version_monthly_fee" varchar,
  	"version_transfer_fee" varchar,
  	"version_currencies" varchar,
  	"version_link" varchar,
  	"version_sponsored" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banking_providers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_banking_providers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "esim_providers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo" varchar,
  	"rating" numeric,
  	"best_for" varchar,
  	"description" varchar,
  	"data_plans" varchar,
  	"coverage" varchar,
  	"pricing" varchar,
  	"link" varchar,
  	"sponsored" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_esim_providers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "esim_providers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_esim_providers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo" varchar,
  	"version_rating" numeric,
  	"version_best_for" varchar,
  	"version_description" varchar,
  	"version_data_plans" varchar,
  	"version_coverage" varchar,
  	"version_pricing" varchar,
  	"version_link" varchar,
  	"version_sponsored" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__esim_providers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_esim_providers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "hiring_platforms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo" varchar,
  	"rating" numeric,
  	"best_for" varchar,
  	"description" varchar,
  	"pricing" varchar,
  	"link" varchar,
  	"sponsored" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_hiring_platforms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "hiring_platforms_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_hiring_platforms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo" varchar,
  	"version_rating" numeric,
  	"version_best_for" varchar,
  	"version_description" varchar,
  	"version_pricing" varchar,
  	"version_link" varchar,
  	"version_sponsored" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hiring_platforms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_hiring_platforms_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "guides_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "guides_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar,
  	"intro" varchar
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_guides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "guides_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_guides_v_version_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar,
  	"intro" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_guides_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" "enum_members_plan" DEFAULT 'free' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"job_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscribers_status" DEFAULT 'pending',
  	"source" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_digest_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer,
  	"companies_id" integer,
  	"posting_plans_id" integer,
  	"link_check_runs_id" integer,
  	"visas_id" integer,
  	"resource_categories_id" integer,
  	"resources_id" integer,
  	"insurance_providers_id" integer,
  	"banking_providers_id" integer,
  	"esim_providers_id" integer,
  	"hiring_platforms_id" integer,
  	"guides_id" integer,
  	"users_id" integer,
  	"members_id" integer,
  	"favorites_id" integer,
  	"subscribers_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"members_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"moderation_mode" "enum_site_settings_moderation_mode" DEFAULT 'review-after' NOT NULL,
  	"everyone_premium" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "link_checker_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"cron" varchar DEFAULT '0 3 * * *' NOT NULL,
  	"deactivate_after" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_id_members_id_fk" FOREIGN KEY ("user_id_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_plan_id_posting_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."posting_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_texts" ADD CONSTRAINT "jobs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "companies_texts" ADD CONSTRAINT "companies_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posting_plans_texts" ADD CONSTRAINT "posting_plans_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posting_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posting_plans_v" ADD CONSTRAINT "_posting_plans_v_parent_id_posting_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posting_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posting_plans_v_texts" ADD CONSTRAINT "_posting_plans_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posting_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "link_check_runs" ADD CONSTRAINT "link_check_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "link_check_runs_rels" ADD CONSTRAINT "link_check_runs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."link_check_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "link_check_runs_rels" ADD CONSTRAINT "link_check_runs_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visas_texts" ADD CONSTRAINT "visas_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_visas_v" ADD CONSTRAINT "_visas_v_parent_id_visas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."visas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_visas_v_texts" ADD CONSTRAINT "_visas_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resource_categories" ADD CONSTRAINT "resource_categories_parent_id_resource_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resource_categories_v" ADD CONSTRAINT "_resource_categories_v_parent_id_resource_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resource_categories_v" ADD CONSTRAINT "_resource_categories_v_version_parent_id_resource_categories_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."resource_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_resource_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resource_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_parent_id_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_version_category_id_resource_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."resource_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurance_providers_texts" ADD CONSTRAINT "insurance_providers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."insurance_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_insurance_providers_v" ADD CONSTRAINT "_insurance_providers_v_parent_id_insurance_providers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."insurance_providers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_insurance_providers_v_texts" ADD CONSTRAINT "_insurance_providers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_insurance_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banking_providers_texts" ADD CONSTRAINT "banking_providers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banking_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banking_providers_v" ADD CONSTRAINT "_banking_providers_v_parent_id_banking_providers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banking_providers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banking_providers_v_texts" ADD CONSTRAINT "_banking_providers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banking_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esim_providers_texts" ADD CONSTRAINT "esim_providers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."esim_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_esim_providers_v" ADD CONSTRAINT "_esim_providers_v_parent_id_esim_providers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."esim_providers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_esim_providers_v_texts" ADD CONSTRAINT "_esim_providers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_esim_providers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hiring_platforms_texts" ADD CONSTRAINT "hiring_platforms_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hiring_platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hiring_platforms_v" ADD CONSTRAINT "_hiring_platforms_v_parent_id_hiring_platforms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hiring_platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hiring_platforms_v_texts" ADD CONSTRAINT "_hiring_platforms_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_hiring_platforms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_sections_items" ADD CONSTRAINT "guides_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_sections" ADD CONSTRAINT "guides_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_texts" ADD CONSTRAINT "guides_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_sections_items" ADD CONSTRAINT "_guides_v_version_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_sections" ADD CONSTRAINT "_guides_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_parent_id_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v_texts" ADD CONSTRAINT "_guides_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_sessions" ADD CONSTRAINT "members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posting_plans_fk" FOREIGN KEY ("posting_plans_id") REFERENCES "public"."posting_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_link_check_runs_fk" FOREIGN KEY ("link_check_runs_id") REFERENCES "public"."link_check_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visas_fk" FOREIGN KEY ("visas_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resource_categories_fk" FOREIGN KEY ("resource_categories_id") REFERENCES "public"."resource_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insurance_providers_fk" FOREIGN KEY ("insurance_providers_id") REFERENCES "public"."insurance_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banking_providers_fk" FOREIGN KEY ("banking_providers_id") REFERENCES "public"."banking_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_esim_providers_fk" FOREIGN KEY ("esim_providers_id") REFERENCES "public"."esim_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hiring_platforms_fk" FOREIGN KEY ("hiring_platforms_id") REFERENCES "public"."hiring_platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_job_title_idx" ON "jobs" USING btree ("job_title");
  CREATE INDEX "jobs_company_name_idx" ON "jobs" USING btree ("company_name");
  CREATE INDEX "jobs_job_type_idx" ON "jobs" USING btree ("job_type");
  CREATE INDEX "jobs_schedule_type_idx" ON "jobs" USING btree ("schedule_type");
  CREATE INDEX "jobs_education_level_idx" ON "jobs" USING btree ("education_level");
  CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category");
  CREATE INDEX "jobs_experience_level_idx" ON "jobs" USING btree ("experience_level");
  CREATE INDEX "jobs_posted_date_idx" ON "jobs" USING btree ("posted_date");
  CREATE INDEX "jobs_user_id_idx" ON "jobs" USING btree ("user_id_id");
  CREATE INDEX "jobs_is_active_idx" ON "jobs" USING btree ("is_active");
  CREATE UNIQUE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_review_status_idx" ON "jobs" USING btree ("review_status");
  CREATE INDEX "jobs_plan_idx" ON "jobs" USING btree ("plan_id");
  CREATE INDEX "jobs_expires_at_idx" ON "jobs" USING btree ("expires_at");
  CREATE INDEX "jobs_is_demo_idx" ON "jobs" USING btree ("is_demo");
  CREATE INDEX "jobs_link_status_idx" ON "jobs" USING btree ("link_status");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs_texts_order_parent" ON "jobs_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "companies_name_idx" ON "companies" USING btree ("name");
  CREATE UNIQUE INDEX "companies_slug_idx" ON "companies" USING btree ("slug");
  CREATE INDEX "companies_industry_idx" ON "companies" USING btree ("industry");
  CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");
  CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");
  CREATE INDEX "companies_texts_order_parent" ON "companies_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "posting_plans_name_idx" ON "posting_plans" USING btree ("name");
  CREATE INDEX "posting_plans_sort_order_idx" ON "posting_plans" USING btree ("sort_order");
  CREATE INDEX "posting_plans_updated_at_idx" ON "posting_plans" USING btree ("updated_at");
  CREATE INDEX "posting_plans_created_at_idx" ON "posting_plans" USING btree ("created_at");
  CREATE INDEX "posting_plans__status_idx" ON "posting_plans" USING btree ("_status");
  CREATE INDEX "posting_plans_texts_order_parent" ON "posting_plans_texts" USING btree ("order","parent_id");
  CREATE INDEX "_posting_plans_v_parent_idx" ON "_posting_plans_v" USING btree ("parent_id");
  CREATE INDEX "_posting_plans_v_version_version_name_idx" ON "_posting_plans_v" USING btree ("version_name");
  CREATE INDEX "_posting_plans_v_version_version_sort_order_idx" ON "_posting_plans_v" USING btree ("version_sort_order");
  CREATE INDEX "_posting_plans_v_version_version_updated_at_idx" ON "_posting_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_posting_plans_v_version_version_created_at_idx" ON "_posting_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_posting_plans_v_version_version__status_idx" ON "_posting_plans_v" USING btree ("version__status");
  CREATE INDEX "_posting_plans_v_created_at_idx" ON "_posting_plans_v" USING btree ("created_at");
  CREATE INDEX "_posting_plans_v_updated_at_idx" ON "_posting_plans_v" USING btree ("updated_at");
  CREATE INDEX "_posting_plans_v_latest_idx" ON "_posting_plans_v" USING btree ("latest");
  CREATE INDEX "_posting_plans_v_texts_order_parent" ON "_posting_plans_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "link_check_runs_started_by_idx" ON "link_check_runs" USING btree ("started_by_id");
  CREATE INDEX "link_check_runs_status_idx" ON "link_check_runs" USING btree ("status");
  CREATE INDEX "link_check_runs_started_at_idx" ON "link_check_runs" USING btree ("started_at");
  CREATE INDEX "link_check_runs_updated_at_idx" ON "link_check_runs" USING btree ("updated_at");
  CREATE INDEX "link_check_runs_created_at_idx" ON "link_check_runs" USING btree ("created_at");
  CREATE INDEX "link_check_runs_rels_order_idx" ON "link_check_runs_rels" USING btree ("order");
  CREATE INDEX "link_check_runs_rels_parent_idx" ON "link_check_runs_rels" USING btree ("parent_id");
  CREATE INDEX "link_check_runs_rels_path_idx" ON "link_check_runs_rels" USING btree ("path");
  CREATE INDEX "link_check_runs_rels_jobs_id_idx" ON "link_check_runs_rels" USING btree ("jobs_id");
  CREATE UNIQUE INDEX "visas_country_idx" ON "visas" USING btree ("country");
  CREATE INDEX "visas_region_idx" ON "visas" USING btree ("region");
  CREATE INDEX "visas_updated_at_idx" ON "visas" USING btree ("updated_at");
  CREATE INDEX "visas_created_at_idx" ON "visas" USING btree ("created_at");
  CREATE INDEX "visas__status_idx" ON "visas" USING btree ("_status");
  CREATE INDEX "visas_texts_order_parent" ON "visas_texts" USING btree ("order","parent_id");
  CREATE INDEX "_visas_v_parent_idx" ON "_visas_v" USING btree ("parent_id");
  CREATE INDEX "_visas_v_version_version_country_idx" ON "_visas_v" USING btree ("version_country");
  CREATE INDEX "_visas_v_version_version_region_idx" ON "_visas_v" USING btree ("version_region");
  CREATE INDEX "_visas_v_version_version_updated_at_idx" ON "_visas_v" USING btree ("version_updated_at");
  CREATE INDEX "_visas_v_version_version_created_at_idx" ON "_visas_v" USING btree ("version_created_at");
  CREATE INDEX "_visas_v_version_version__status_idx" ON "_visas_v" USING btree ("version__status");
  CREATE INDEX "_visas_v_created_at_idx" ON "_visas_v" USING btree ("created_at");
  CREATE INDEX "_visas_v_updated_at_idx" ON "_visas_v" USING btree ("updated_at");
  CREATE INDEX "_visas_v_latest_idx" ON "_visas_v" USING btree ("latest");
  CREATE INDEX "_visas_v_texts_order_parent" ON "_visas_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "resource_categories_parent_idx" ON "resource_categories" USING btree ("parent_id");
  CREATE INDEX "resource_categories_sort_order_idx" ON "resource_categories" USING btree ("sort_order");
  CREATE INDEX "resource_categories_updated_at_idx" ON "resource_categories" USING btree ("updated_at");
  CREATE INDEX "resource_categories_created_at_idx" ON "resource_categories" USING btree ("created_at");
  CREATE INDEX "resource_categories__status_idx" ON "resource_categories" USING btree ("_status");
  CREATE INDEX "_resource_categories_v_parent_idx" ON "_resource_categories_v" USING btree ("parent_id");
  CREATE INDEX "_resource_categories_v_version_version_parent_idx" ON "_resource_categories_v" USING btree ("version_parent_id");
  CREATE INDEX "_resource_categories_v_version_version_sort_order_idx" ON "_resource_categories_v" USING btree ("version_sort_order");
  CREATE INDEX "_resource_categories_v_version_version_updated_at_idx" ON "_resource_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_resource_categories_v_version_version_created_at_idx" ON "_resource_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_resource_categories_v_version_version__status_idx" ON "_resource_categories_v" USING btree ("version__status");
  CREATE INDEX "_resource_categories_v_created_at_idx" ON "_resource_categories_v" USING btree ("created_at");
  CREATE INDEX "_resource_categories_v_updated_at_idx" ON "_resource_categories_v" USING btree ("updated_at");
  CREATE INDEX "_resource_categories_v_latest_idx" ON "_resource_categories_v" USING btree ("latest");
  CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category_id");
  CREATE INDEX "resources_sort_order_idx" ON "resources" USING btree ("sort_order");
  CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at");
  CREATE INDEX "resources__status_idx" ON "resources" USING btree ("_status");
  CREATE INDEX "_resources_v_parent_idx" ON "_resources_v" USING btree ("parent_id");
  CREATE INDEX "_resources_v_version_version_category_idx" ON "_resources_v" USING btree ("version_category_id");
  CREATE INDEX "_resources_v_version_version_sort_order_idx" ON "_resources_v" USING btree ("version_sort_order");
  CREATE INDEX "_resources_v_version_version_updated_at_idx" ON "_resources_v" USING btree ("version_updated_at");
  CREATE INDEX "_resources_v_version_version_created_at_idx" ON "_resources_v" USING btree ("version_created_at");
  CREATE INDEX "_resources_v_version_version__status_idx" ON "_resources_v" USING btree ("version__status");
  CREATE INDEX "_resources_v_created_at_idx" ON "_resources_v" USING btree ("created_at");
  CREATE INDEX "_resources_v_updated_at_idx" ON "_resources_v" USING btree ("updated_at");
  CREATE INDEX "_resources_v_latest_idx" ON "_resources_v" USING btree ("latest");
  CREATE INDEX "insurance_providers_sort_order_idx" ON "insurance_providers" USING btree ("sort_order");
  CREATE INDEX "insurance_providers_updated_at_idx" ON "insurance_providers" USING btree ("updated_at");
  CREATE INDEX "insurance_providers_created_at_idx" ON "insurance_providers" USING btree ("created_at");
  CREATE INDEX "insurance_providers__status_idx" ON "insurance_providers" USING btree ("_status");
  CREATE INDEX "insurance_providers_texts_order_parent" ON "insurance_providers_texts" USING btree ("order","parent_id");
  CREATE INDEX "_insurance_providers_v_parent_idx" ON "_insurance_providers_v" USING btree ("parent_id");
  CREATE INDEX "_insurance_providers_v_version_version_sort_order_idx" ON "_insurance_providers_v" USING btree ("version_sort_order");
  CREATE INDEX "_insurance_providers_v_version_version_updated_at_idx" ON "_insurance_providers_v" USING btree ("version_updated_at");
  CREATE INDEX "_insurance_providers_v_version_version_created_at_idx" ON "_insurance_providers_v" USING btree ("version_created_at");
  CREATE INDEX "_insurance_providers_v_version_version__status_idx" ON "_insurance_providers_v" USING btree ("version__status");
  CREATE INDEX "_insurance_providers_v_created_at_idx" ON "_insurance_providers_v" USING btree ("created_at");
  CREATE INDEX "_insurance_providers_v_updated_at_idx" ON "_insurance_providers_v" USING btree ("updated_at");
  CREATE INDEX "_insurance_providers_v_latest_idx" ON "_insurance_providers_v" USING btree ("latest");
  CREATE INDEX "_insurance_providers_v_texts_order_parent" ON "_insurance_providers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "banking_providers_sort_order_idx" ON "banking_providers" USING btree ("sort_order");
  CREATE INDEX "banking_providers_updated_at_idx" ON "banking_providers" USING btree ("updated_at");
  CREATE INDEX "banking_providers_created_at_idx" ON "banking_providers" USING btree ("created_at");
  CREATE INDEX "banking_providers__status_idx" ON "banking_providers" USING btree ("_status");
  CREATE INDEX "banking_providers_texts_order_parent" ON "banking_providers_texts" USING btree ("order","parent_id");
  CREATE INDEX "_banking_providers_v_parent_idx" ON "_banking_providers_v" USING btree ("parent_id");
  CREATE INDEX "_banking_providers_v_version_version_sort_order_idx" ON "_banking_providers_v" USING btree ("version_sort_order");
  CREATE INDEX "_banking_providers_v_version_version_updated_at_idx" ON "_banking_providers_v" USING btree ("version_updated_at");
  CREATE INDEX "_banking_providers_v_version_version_created_at_idx" ON "_banking_providers_v" USING btree ("version_created_at");
  CREATE INDEX "_banking_providers_v_version_version__status_idx" ON "_banking_providers_v" USING btree ("version__status");
  CREATE INDEX "_banking_providers_v_created_at_idx" ON "_banking_providers_v" USING btree ("created_at");
  CREATE INDEX "_banking_providers_v_updated_at_idx" ON "_banking_providers_v" USING btree ("updated_at");
  CREATE INDEX "_banking_providers_v_latest_idx" ON "_banking_providers_v" USING btree ("latest");
  CREATE INDEX "_banking_providers_v_texts_order_parent" ON "_banking_providers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "esim_providers_sort_order_idx" ON "esim_providers" USING btree ("sort_order");
  CREATE INDEX "esim_providers_updated_at_idx" ON "esim_providers" USING btree ("updated_at");
  CREATE INDEX "esim_providers_created_at_idx" ON "esim_providers" USING btree ("created_at");
  CREATE INDEX "esim_providers__status_idx" ON "esim_providers" USING btree ("_status");
  CREATE INDEX "esim_providers_texts_order_parent" ON "esim_providers_texts" USING btree ("order","parent_id");
  CREATE INDEX "_esim_providers_v_parent_idx" ON "_esim_providers_v" USING btree ("parent_id");
  CREATE INDEX "_esim_providers_v_version_version_sort_order_idx" ON "_esim_providers_v" USING btree ("version_sort_order");
  CREATE INDEX "_esim_providers_v_version_version_updated_at_idx" ON "_esim_providers_v" USING btree ("version_updated_at");
  CREATE INDEX "_esim_providers_v_version_version_created_at_idx" ON "_esim_providers_v" USING btree ("version_created_at");
  CREATE INDEX "_esim_providers_v_version_version__status_idx" ON "_esim_providers_v" USING btree ("version__status");
  CREATE INDEX "_esim_providers_v_created_at_idx" ON "_esim_providers_v" USING btree ("created_at");
  CREATE INDEX "_esim_providers_v_updated_at_idx" ON "_esim_providers_v" USING btree ("updated_at");
  CREATE INDEX "_esim_providers_v_latest_idx" ON "_esim_providers_v" USING btree ("latest");
  CREATE INDEX "_esim_providers_v_texts_order_parent" ON "_esim_providers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "hiring_platforms_sort_order_idx" ON "hiring_platforms" USING btree ("sort_order");
  CREATE INDEX "hiring_platforms_updated_at_idx" ON "hiring_platforms" USING btree ("updated_at");
  CREATE INDEX "hiring_platforms_created_at_idx" ON "hiring_platforms" USING btree ("created_at");
  CREATE INDEX "hiring_platforms__status_idx" ON "hiring_platforms" USING btree ("_status");
  CREATE INDEX "hiring_platforms_texts_order_parent" ON "hiring_platforms_texts" USING btree ("order","parent_id");
  CREATE INDEX "_hiring_platforms_v_parent_idx" ON "_hiring_platforms_v" USING btree ("parent_id");
  CREATE INDEX "_hiring_platforms_v_version_version_sort_order_idx" ON "_hiring_platforms_v" USING btree ("version_sort_order");
  CREATE INDEX "_hiring_platforms_v_version_version_updated_at_idx" ON "_hiring_platforms_v" USING btree ("version_updated_at");
  CREATE INDEX "_hiring_platforms_v_version_version_created_at_idx" ON "_hiring_platforms_v" USING btree ("version_created_at");
  CREATE INDEX "_hiring_platforms_v_version_version__status_idx" ON "_hiring_platforms_v" USING btree ("version__status");
  CREATE INDEX "_hiring_platforms_v_created_at_idx" ON "_hiring_platforms_v" USING btree ("created_at");
  CREATE INDEX "_hiring_platforms_v_updated_at_idx" ON "_hiring_platforms_v" USING btree ("updated_at");
  CREATE INDEX "_hiring_platforms_v_latest_idx" ON "_hiring_platforms_v" USING btree ("latest");
  CREATE INDEX "_hiring_platforms_v_texts_order_parent" ON "_hiring_platforms_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "guides_sections_items_order_idx" ON "guides_sections_items" USING btree ("_order");
  CREATE INDEX "guides_sections_items_parent_id_idx" ON "guides_sections_items" USING btree ("_parent_id");
  CREATE INDEX "guides_sections_order_idx" ON "guides_sections" USING btree ("_order");
  CREATE INDEX "guides_sections_parent_id_idx" ON "guides_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_slug_idx" ON "guides" USING btree ("slug");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE INDEX "guides__status_idx" ON "guides" USING btree ("_status");
  CREATE INDEX "guides_texts_order_parent" ON "guides_texts" USING btree ("order","parent_id");
  CREATE INDEX "_guides_v_version_sections_items_order_idx" ON "_guides_v_version_sections_items" USING btree ("_order");
  CREATE INDEX "_guides_v_version_sections_items_parent_id_idx" ON "_guides_v_version_sections_items" USING btree ("_parent_id");
  CREATE INDEX "_guides_v_version_sections_order_idx" ON "_guides_v_version_sections" USING btree ("_order");
  CREATE INDEX "_guides_v_version_sections_parent_id_idx" ON "_guides_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_guides_v_parent_idx" ON "_guides_v" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_version_slug_idx" ON "_guides_v" USING btree ("version_slug");
  CREATE INDEX "_guides_v_version_version_updated_at_idx" ON "_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_guides_v_version_version_created_at_idx" ON "_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_guides_v_version_version__status_idx" ON "_guides_v" USING btree ("version__status");
  CREATE INDEX "_guides_v_created_at_idx" ON "_guides_v" USING btree ("created_at");
  CREATE INDEX "_guides_v_updated_at_idx" ON "_guides_v" USING btree ("updated_at");
  CREATE INDEX "_guides_v_latest_idx" ON "_guides_v" USING btree ("latest");
  CREATE INDEX "_guides_v_texts_order_parent" ON "_guides_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "members_sessions_order_idx" ON "members_sessions" USING btree ("_order");
  CREATE INDEX "members_sessions_parent_id_idx" ON "members_sessions" USING btree ("_parent_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE INDEX "favorites_member_idx" ON "favorites" USING btree ("member_id");
  CREATE INDEX "favorites_job_idx" ON "favorites" USING btree ("job_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_job_idx" ON "favorites" USING btree ("member_id","job_id");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");
  CREATE INDEX "payload_locked_documents_rels_posting_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("posting_plans_id");
  CREATE INDEX "payload_locked_documents_rels_link_check_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("link_check_runs_id");
  CREATE INDEX "payload_locked_documents_rels_visas_id_idx" ON "payload_locked_documents_rels" USING btree ("visas_id");
  CREATE INDEX "payload_locked_documents_rels_resource_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("resource_categories_id");
  CREATE INDEX "payload_locked_documents_rels_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("resources_id");
  CREATE INDEX "payload_locked_documents_rels_insurance_providers_id_idx" ON "payload_locked_documents_rels" USING btree ("insurance_providers_id");
  CREATE INDEX "payload_locked_documents_rels_banking_providers_id_idx" ON "payload_locked_documents_rels" USING btree ("banking_providers_id");
  CREATE INDEX "payload_locked_documents_rels_esim_providers_id_idx" ON "payload_locked_documents_rels" USING btree ("esim_providers_id");
  CREATE INDEX "payload_locked_documents_rels_hiring_platforms_id_idx" ON "payload_locked_documents_rels" USING btree ("hiring_platforms_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_texts" CASCADE;
  DROP TABLE "companies" CASCADE;
  DROP TABLE "companies_texts" CASCADE;
  DROP TABLE "posting_plans" CASCADE;
  DROP TABLE "posting_plans_texts" CASCADE;
  DROP TABLE "_posting_plans_v" CASCADE;
  DROP TABLE "_posting_plans_v_texts" CASCADE;
  DROP TABLE "link_check_runs" CASCADE;
  DROP TABLE "link_check_runs_rels" CASCADE;
  DROP TABLE "visas" CASCADE;
  DROP TABLE "visas_texts" CASCADE;
  DROP TABLE "_visas_v" CASCADE;
  DROP TABLE "_visas_v_texts" CASCADE;
  DROP TABLE "resource_categories" CASCADE;
  DROP TABLE "_resource_categories_v" CASCADE;
  DROP TABLE "resources" CASCADE;
  DROP TABLE "_resources_v" CASCADE;
  DROP TABLE "insurance_providers" CASCADE;
  DROP TABLE "insurance_providers_texts" CASCADE;
  DROP TABLE "_insurance_providers_v" CASCADE;
  DROP TABLE "_insurance_providers_v_texts" CASCADE;
  DROP TABLE "banking_providers" CASCADE;
  DROP TABLE "banking_providers_texts" CASCADE;
  DROP TABLE "_banking_providers_v" CASCADE;
  DROP TABLE "_banking_providers_v_texts" CASCADE;
  DROP TABLE "esim_providers" CASCADE;
  DROP TABLE "esim_providers_texts" CASCADE;
  DROP TABLE "_esim_providers_v" CASCADE;
  DROP TABLE "_esim_providers_v_texts" CASCADE;
  DROP TABLE "hiring_platforms" CASCADE;
  DROP TABLE "hiring_platforms_texts" CASCADE;
  DROP TABLE "_hiring_platforms_v" CASCADE;
  DROP TABLE "_hiring_platforms_v_texts" CASCADE;
  DROP TABLE "guides_sections_items" CASCADE;
  DROP TABLE "guides_sections" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "guides_texts" CASCADE;
  DROP TABLE "_guides_v_version_sections_items" CASCADE;
  DROP TABLE "_guides_v_version_sections" CASCADE;
  DROP TABLE "_guides_v" CASCADE;
  DROP TABLE "_guides_v_texts" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "members_sessions" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "link_checker_settings" CASCADE;
  DROP TYPE "public"."enum_jobs_job_type";
  DROP TYPE "public"."enum_jobs_schedule_type";
  DROP TYPE "public"."enum_jobs_education_level";
  DROP TYPE "public"."enum_jobs_category";
  DROP TYPE "public"."enum_jobs_experience_level";
  DROP TYPE "public"."enum_jobs_review_status";
  DROP TYPE "public"."enum_jobs_link_status";
  DROP TYPE "public"."enum_companies_link_status";
  DROP TYPE "public"."enum_posting_plans_status";
  DROP TYPE "public"."enum__posting_plans_v_version_status";
  DROP TYPE "public"."enum_link_check_runs_trigger";
  DROP TYPE "public"."enum_link_check_runs_status";
  DROP TYPE "public"."enum_visas_region";
  DROP TYPE "public"."enum_visas_status";
  DROP TYPE "public"."enum__visas_v_version_region";
  DROP TYPE "public"."enum__visas_v_version_status";
  DROP TYPE "public"."enum_resource_categories_status";
  DROP TYPE "public"."enum__resource_categories_v_version_status";
  DROP TYPE "public"."enum_resources_status";
  DROP TYPE "public"."enum__resources_v_version_status";
  DROP TYPE "public"."enum_insurance_providers_status";
  DROP TYPE "public"."enum__insurance_providers_v_version_status";
  DROP TYPE "public"."enum_banking_providers_status";
  DROP TYPE "public"."enum__banking_providers_v_version_status";
  DROP TYPE "public"."enum_esim_providers_status";
  DROP TYPE "public"."enum__esim_providers_v_version_status";
  DROP TYPE "public"."enum_hiring_platforms_status";
  DROP TYPE "public"."enum__hiring_platforms_v_version_status";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum__guides_v_version_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_members_plan";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_site_settings_moderation_mode";`)
}
