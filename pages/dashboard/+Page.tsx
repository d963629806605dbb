export default function Page() {
  return (
    <>
      <h1>Redirecting</h1>
      <p>
        This page has moved to the <a href="/">home page</a>.
      </p>
    </>
  );
}
