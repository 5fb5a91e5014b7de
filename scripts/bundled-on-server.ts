/**
 * Packages the server's builds (React Router's and scripts/build-server.ts) take into their own
 * bundle instead of importing them from node_modules at run time, so that only the parts the code
 * uses are loaded (issue 18.12): each of these is a large set of small, independent exports.
 */
export const bundledOnServer = ["lucide-react", "radix-ui", "date-fns", "@date-fns/tz"];
