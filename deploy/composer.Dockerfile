# A composition server: `docker build -f deploy/composer.Dockerfile -t brass-composer .` from the
# repository's root. It serves the shop's pages on HOST_PORT, 5173 here, from the releases the pointer
# names, fetched from the bucket (docs/deploying.md).

FROM node:20.19-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /shop
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter "@brass/composer..."

FROM node:20.19-bookworm-slim
WORKDIR /shop/composer
COPY --from=build /shop/node_modules /shop/node_modules
COPY --from=build /shop/package.json /shop/tsconfig.base.json /shop/
COPY --from=build /shop/tooling /shop/tooling
COPY --from=build /shop/shared /shop/shared
COPY --from=build /shop/composer /shop/composer
ENV NODE_ENV=production HOST=0.0.0.0 HOST_PORT=5173 RELEASES_DIR=/tmp/releases
EXPOSE 5173
USER node
CMD ["node", "--import", "tsx", "src/server.ts"]
