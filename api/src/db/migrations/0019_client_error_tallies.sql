CREATE TABLE "client_error_tallies" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"received" integer NOT NULL,
	"not_kept" integer NOT NULL
);
