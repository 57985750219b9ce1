CREATE TABLE "cache_tag_revalidations" (
	"tag" text PRIMARY KEY NOT NULL,
	"revalidated_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
