export default function Page() {
  return (
    <>
      <h1>Get Involved</h1>
      <p className="lead">
        The rescue runs entirely on volunteers and foster homes. There is a place for you.
      </p>
      <ul className="link-list">
        <li>
          <a href="/get-involved/foster">Foster a dog</a>
        </li>
        <li>
          <a href="/get-involved/volunteer">Volunteer with us</a>
        </li>
        <li>
          <a href="/get-involved/animals-needing-foster-homes">Animals needing foster homes</a>
        </li>
      </ul>
    </>
  );
}
