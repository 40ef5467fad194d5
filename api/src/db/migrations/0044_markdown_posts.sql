-- A post was plain text with one paragraph per line; it is Markdown now, where a single line break
-- only wraps a paragraph. Each line break (with the blank lines and spaces around it) becomes one
-- blank line, so every post keeps its paragraphs, and no line starts indented (a code block).
UPDATE "blogs" SET "description" = btrim(regexp_replace("description", '[ \t]*(\r?\n[ \t]*)+', E'\n\n', 'g'), E' \t\r\n');
