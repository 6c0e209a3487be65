use super::*;

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(512))]

    /// `path-rel` read as one run split at its last `s` reads as the
    /// rule written out, and its shape says what the segments hold:
    /// exactly whether some byte is to encode and some `\\` is read as
    /// `s`, and conservatively whether some segment is dotted.
    #[test]
    fn one_run_reads_as_the_rule_written_out(
        text in "[a./%2eE\\\\?# é<]{0,16}"
    ) {
        for mode in Mode::ALL {
            let input = Span::new(&text);
            let (rest, p) = path_rel(mode, input).unwrap();
            let (rest2, (dirs, file)) = path_rel_written_out(mode).parse(input).unwrap();
            proptest::prop_assert_eq!((rest, p.dirs, p.file), (rest2, dirs, file));
            let read = &text[..text.len() - rest.len()];
            let is_s = |c: char| crate::chars::is_s(mode, c);
            let dotted = read.split(is_s).any(crate::dotted::is_dotted);
            let dot_or_pct = read.contains(['.', '%']);
            proptest::prop_assert!(!dotted || p.shape.may_be_dotted(), "{:?}", text);
            proptest::prop_assert_eq!(p.shape.may_be_dotted(), dot_or_pct, "{:?}", text);
            let segments = read.split(is_s).collect::<Vec<_>>().concat();
            let encode = segments.bytes().any(|b| {
                b >= 0x80 || crate::table::is_encoded(crate::table::Column::Segment, b)
            });
            proptest::prop_assert_eq!(p.shape.needs_encoding(), encode);
            let backslash = mode != Mode::Generic && read.contains('\\');
            proptest::prop_assert_eq!(p.shape.has_backslash(), backslash);
            let clean = read.bytes().all(|b| {
                b != b'%' && b.is_ascii()
                    && crate::chars::is_clean_in(crate::table::Column::Segment, char::from(b))
            });
            proptest::prop_assert_eq!(p.shape.is_clean(), clean);
        }
    }
}

/// The shape of a few paths: a `.` or `%` anywhere may make a segment
/// dotted; a space is to encode; a `\` in a web URL is read as `s`.
#[test]
fn the_shape_of_a_few_paths() {
    let shape = |p: &str| path_rel(Mode::Web, Span::new(p)).unwrap().1.shape;
    assert!(!shape("a/b").may_be_dotted());
    assert!(shape("a/b.html").may_be_dotted());
    assert!(shape("a/../b").may_be_dotted());
    assert!(shape("a/%2E").may_be_dotted());
    assert!(shape("a b").needs_encoding() && !shape("a/b").needs_encoding());
    assert!(shape("a\\b").has_backslash() && !shape("a/b").has_backslash());
    assert!(shape("a/b.html").is_clean());
    assert!(!shape("a%41").is_clean() && !shape("a b").is_clean());
}
