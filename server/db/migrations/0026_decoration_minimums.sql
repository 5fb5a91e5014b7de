CREATE TABLE "decoration_minimums" (
	"method" text PRIMARY KEY NOT NULL,
	"min_quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decoration_minimums_method" CHECK ("decoration_minimums"."method" IN ('embroidery', 'print')),
	CONSTRAINT "decoration_minimums_quantity" CHECK ("decoration_minimums"."min_quantity" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
INSERT INTO "decoration_minimums" ("method", "min_quantity") VALUES ('embroidery', 10), ('print', 1);--> statement-breakpoint
CREATE TRIGGER decoration_minimums_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON decoration_minimums FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_changed();
