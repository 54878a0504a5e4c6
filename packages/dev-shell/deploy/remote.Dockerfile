# One remote, built alone and served as static files (docker-compose.yml passes REMOTE).
FROM node:20-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile --filter "@freightdeck/mfe-${REMOTE}..." \
 && pnpm --filter "@freightdeck/mfe-${REMOTE}" build

FROM nginx:1.27-alpine
ARG REMOTE
COPY packages/dev-shell/deploy/remote.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/mfe-${REMOTE}/dist /usr/share/nginx/html
