import type { Config } from "@react-router/dev/config";

// Server-rendered React Router app; the Hono server in server/index.ts hosts it.
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;
