/** The document is drawn by app/[locale]/layout.tsx, in the page's language; this level only passes through. */
export default function RootLayout({ children }: LayoutProps<"/">) {
  return children;
}
