import { CountButton } from "./count-button";

export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>An h1, a paragraph and one client button: what any App Router page costs before it does anything.</p>
      <CountButton />
    </main>
  );
}
