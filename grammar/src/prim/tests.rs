use nom::{Check, Emit, OutputM};

use super::*;
use crate::{span::empty_at, Mode};

type Checking = OutputM<Check, Check, nom::Complete>;
type Emitting = OutputM<Emit, Emit, nom::Complete>;

#[test]
fn a_run_takes_its_class_and_leaves_the_rest() {
    let input = Span::new("ab#c");
    let (rest, run) = run0(Rule::Query, |b| b != b'#').parse(input).unwrap();
    assert_eq!((*run.fragment(), *rest.fragment()), ("ab", "#c"));
    assert_eq!(rest.location_offset(), 2);
    // `run0` matches the empty run, `run1` does not.
    let (rest, run) = run0(Rule::Query, |b| b == b'x').parse(input).unwrap();
    assert_eq!((run.fragment().len(), rest.location_offset()), (0, 0));
    let e = run1(Rule::File, |b| b == b'x').parse(input).unwrap_err();
    assert_eq!(
        e,
        nom::Err::Error(Error::new(ErrorKind::Expected(Rule::File), empty_at(input)))
    );
}

#[test]
fn a_run_of_a_class_that_takes_non_ascii_ends_on_a_boundary() {
    let (rest, run) = run0(Rule::Dir, |b| b != b'/')
        .parse(Span::new("é€/x"))
        .unwrap();
    assert_eq!((*run.fragment(), *rest.fragment()), ("é€", "/x"));
}

#[test]
fn a_bounded_run_takes_at_most_max_and_at_least_min() {
    let hex = |b: u8| b.is_ascii_hexdigit();
    let (rest, run) = run_m_n(Rule::H16, 1, 4, hex)
        .parse(Span::new("abcde"))
        .unwrap();
    assert_eq!((*run.fragment(), *rest.fragment()), ("abcd", "e"));
    let (rest, run) = run_m_n(Rule::H16, 1, 4, hex)
        .parse(Span::new("1:"))
        .unwrap();
    assert_eq!((*run.fragment(), rest.location_offset()), ("1", 1));
    let e = run_m_n(Rule::H16, 1, 4, hex)
        .parse(Span::new(":1"))
        .unwrap_err();
    assert_eq!(
        e,
        nom::Err::Error(Error::new(
            ErrorKind::Expected(Rule::H16),
            empty_at(Span::new(":1"))
        ))
    );
    // Zero bytes may do; non-ASCII bytes are never of the class.
    let (rest, run) = run_m_n(Rule::H16, 0, 2, |_| true).parse("é").unwrap();
    assert_eq!((run, rest), ("", "é"));
    // A bound inside a character: the run stops before the character.
    let (rest, run) = run_m_n(Rule::H16, 0, 2, |_| true).parse("aé").unwrap();
    assert_eq!((run, rest), ("a", "é"));
    // Both output modes move alike.
    for text in ["", "12345", "g", "1:"] {
        let emitted = run_m_n(Rule::H16, 1, 4, hex).process::<Emitting>(text);
        let checked = run_m_n(Rule::H16, 1, 4, hex).process::<Checking>(text);
        match (emitted, checked) {
            (Ok((a, _)), Ok((b, ()))) => assert_eq!(a, b, "{text:?}"),
            (Err(nom::Err::Error(_)), Err(nom::Err::Error(()))) => {}
            _ => panic!("{text:?}: the modes disagree"),
        }
    }
}

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(512))]

    /// A class run reads four bytes at a time: it must read as one
    /// that reads a byte at a time, whatever the length and wherever
    /// the first byte outside the class is.
    #[test]
    fn a_class_run_reads_as_byte_by_byte(text in "[a-z./%?#\\\\ é]{0,19}") {
        let table = &crate::chars::PATH_CLASSES[Mode::Web as usize];
        let member = crate::chars::path_class::PCHAR;
        let bytes = text.as_bytes();
        let n = bytes.iter().position(|&b| table[usize::from(b)] & member == 0);
        let n = n.unwrap_or(bytes.len());
        let classes = bytes[..n].iter().map(|&b| table[usize::from(b)]);
        let any = classes.clone().fold(0, |a, c| a | c);
        let all = classes.fold(u8::MAX, |a, c| a & c);
        let (rest, (run, c)) = class_run0(Rule::Dir, table, member).parse(text.as_str()).unwrap();
        proptest::prop_assert_eq!((run.len(), rest.len()), (n, text.len() - n));
        proptest::prop_assert_eq!(c, Classes { any, all });
    }
}

#[test]
fn a_byte_is_one_ascii_byte_of_its_class() {
    let input = Span::new("\\x");
    assert!(s(Rule::PathRoot, Mode::Web).parse(input).is_ok());
    assert!(s(Rule::PathRoot, Mode::Generic).parse(input).is_err());
    let (rest, colon) = sigil(Rule::Url, b':').parse(Span::new(":x")).unwrap();
    assert_eq!((*colon.fragment(), *rest.fragment()), (":", "x"));
    // A non-ASCII character is never one byte of a class.
    assert!(byte(Rule::Drive, |_| true).parse(Span::new("é")).is_err());
    assert!(sigil(Rule::Url, b':').parse(Span::new("")).is_err());
}

#[test]
fn checking_moves_as_emitting_does_and_builds_nothing() {
    for text in ["", "ab", "%41x", "#", "é/"] {
        let input = Span::new(text);
        let class = |b: u8| b != b'#' && b != b'/';
        let emitted = run1(Rule::Uncoded, class).process::<Emitting>(input);
        let checked = run1(Rule::Uncoded, class).process::<Checking>(input);
        match (emitted, checked) {
            (Ok((a, _)), Ok((b, ()))) => assert_eq!(a, b, "{text:?}"),
            (Err(nom::Err::Error(_)), Err(nom::Err::Error(()))) => {}
            _ => panic!("{text:?}: the modes disagree"),
        }
        let emitted = sigil(Rule::Url, b'#').process::<Emitting>(input);
        let checked = sigil(Rule::Url, b'#').process::<Checking>(input);
        assert_eq!(emitted.is_ok(), checked.is_ok(), "{text:?}");
    }
}
