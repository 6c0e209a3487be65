//! A parse error's span is the culprit's place in the input, read off the
//! grammar's tokens: for a segment that forcing reads as an authority, the
//! segment's token, never the first place its text occurs.

use specurl::{ParseErrorKind, ResolveErrorKind, Url};

/// The kind and the text the span marks.
fn culprit(input: &str) -> (ParseErrorKind, &str) {
    let e = Url::parse(input, None).unwrap_err();
    let range = e.span().expect("a span").range();
    (e.kind(), &input[range])
}

#[test]
fn a_forced_segment_is_placed_by_its_token() {
    let (kind, found) = culprit("http:a:b/x");
    assert!(
        matches!(
            kind,
            ParseErrorKind::Resolve(ResolveErrorKind::InvalidAuthority(_))
        ),
        "{kind:?}"
    );
    assert_eq!(found, "a:b");
    let e = Url::parse("http:a:b/x", None).unwrap_err();
    assert_eq!(e.span().unwrap().range(), 5..8);
}

#[test]
fn a_forced_host_error_is_placed_within_its_segment() {
    // The userinfo has the same text as the host's bad part: the span is
    // the host's, after the `@`.
    let input = "http:%00@x%00/y";
    let e = Url::parse(input, None).unwrap_err();
    assert!(
        matches!(e.kind(), ParseErrorKind::Host(_)),
        "{:?}",
        e.kind()
    );
    let range = e.span().unwrap().range();
    assert_eq!(&input[range.clone()], "%00");
    assert_eq!(range.start, input.rfind("%00").unwrap());
    // After an empty authority, the segment is in the path.
    let input = "http:///ex%00ample/";
    let e = Url::parse(input, None).unwrap_err();
    assert_eq!(&input[e.span().unwrap().range()], "%00");
}

#[test]
fn a_host_error_of_the_authority_is_placed_within_the_host() {
    let input = "http://%00@x%00/";
    let e = Url::parse(input, None).unwrap_err();
    let range = e.span().unwrap().range();
    assert_eq!(range.start, input.rfind("%00").unwrap());
}
