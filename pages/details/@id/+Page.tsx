export default function Page() {
  return (
    <>
      <p>
        <a href="/adopt">&lt; Back to all dogs</a>
      </p>
      <h1>Dog details</h1>
      <p>The details of this dog are loading from our listings.</p>
    </>
  );
}
