// The yardstick for bench/lighthouse.ts: the smallest App Router page of the same Next and React versions.
export const metadata = { title: "Bare page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
