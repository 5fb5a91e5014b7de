CREATE TABLE "graphql_cost_buckets" (
	"client_key" text PRIMARY KEY NOT NULL,
	"level" double precision NOT NULL,
	"updated_at_ms" bigint NOT NULL,
	CONSTRAINT "graphql_cost_buckets_level" CHECK ("graphql_cost_buckets"."level" >= 0)
);
--> statement-breakpoint
CREATE INDEX "graphql_cost_buckets_updated_at_ms_index" ON "graphql_cost_buckets" USING btree ("updated_at_ms");