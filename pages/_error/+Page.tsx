export default function Page() {
  return (
    <section className="not-found">
      <h1>We Encountered and Error</h1>
      <p>We Apploigize we seem to have had some issues finding the page you are looking for.</p>
      <p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
