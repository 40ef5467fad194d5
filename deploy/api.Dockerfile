# The API: `docker build -f deploy/api.Dockerfile -t brass-api .` from the repository's root.
# Its settings come from the environment (docs/deploying.md); it listens on PORT, 4000 here.

FROM node:20.19-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /shop
COPY . .
RUN pnpm install --frozen-lockfile --filter "@brass/api..."
RUN pnpm --filter @brass/api build
# Leaves the production dependencies alone; without a terminal pnpm asks before it removes the others.
RUN pnpm install --frozen-lockfile --prod --config.confirmModulesPurge=false --filter "@brass/api..."

FROM node:20.19-bookworm-slim
WORKDIR /shop/api
COPY --from=build /shop/node_modules /shop/node_modules
COPY --from=build /shop/api/node_modules ./node_modules
COPY --from=build /shop/api/package.json ./package.json
COPY --from=build /shop/api/dist ./dist
COPY --from=build /shop/api/public ./public
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
EXPOSE 4000
USER node
CMD ["node", "dist/server.js"]
