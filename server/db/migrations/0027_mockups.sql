CREATE TABLE "product_mockups" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"areas" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "back_of_image_id" integer;--> statement-breakpoint
ALTER TABLE "product_mockups" ADD CONSTRAINT "product_mockups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_back_of_image_id_product_images_id_fk" FOREIGN KEY ("back_of_image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_back_of_other" CHECK ("product_images"."back_of_image_id" <> "product_images"."id");--> statement-breakpoint
CREATE TRIGGER product_mockups_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_mockups FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
