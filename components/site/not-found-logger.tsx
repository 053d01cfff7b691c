"use client";

import { useEffect } from "react";

/** Broken links are found by reading these lines in the browser console and analytics. */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, []);
  return null;
}
