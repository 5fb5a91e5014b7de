/**
 * The signed-in person behind a request, read from their Better Auth session on the server
 * (never from anything the browser says about itself). `null` for a visitor.
 */
export type Viewer = {
  userId: string;
  email: string;
  name: string;
  role: "customer" | "admin";
  emailVerified: boolean;
};

/** Resolves the viewer of a request from its session cookie. */
export type ViewerResolver = (request: Request) => Promise<Viewer | null>;
