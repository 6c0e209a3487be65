use super::*;

#[test]
fn tab_or_newline_found_in_every_block_and_the_remainder() {
    for len in [1, 15, 16, 17, 40] {
        assert!(!has_tab_or_newline(&vec![b'a'; len]));
        for at in 0..len {
            for removed in [b'\t', b'\n', b'\r'] {
                let mut bytes = vec![b'a'; len];
                bytes[at] = removed;
                assert!(has_tab_or_newline(&bytes), "{len} {at}");
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(256))]

    /// The text alone is the text of the whole preprocessing, and the
    /// source built from it places every range as the source built
    /// from scratch does.
    #[test]
    fn preprocess_is_the_source_text(text in "[ \t\n\r\u{0}\u{1f}ab\u{b}é]{0,12}") {
        let source = Source::new(&text);
        proptest::prop_assert_eq!(&*preprocess(&text), source.text());
        let of = Source::of_preprocessed(&text, preprocess(&text));
        proptest::prop_assert_eq!(of.text(), source.text());
        let len = source.text().len();
        for start in 0..=len {
            for end in start..=len {
                proptest::prop_assert_eq!(
                    of.source_range(start, end).range(),
                    source.source_range(start, end).range()
                );
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(256))]

    /// A location is its line (one more than the line feeds before it)
    /// and its column (one more than the characters since the last),
    /// whether counted from the start or from an earlier location.
    #[test]
    fn locations_count_lines_and_characters(
        text in "[a\né\u{10000}]{0,12}",
        earlier in 0usize..40,
        offset in 0usize..40,
    ) {
        let written_out = |offset: usize| {
            let mut offset = offset.min(text.len());
            while !text.is_char_boundary(offset) {
                offset -= 1;
            }
            let before = &text[..offset];
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            Location {
                offset,
                line: 1 + before.matches('\n').count(),
                column: 1 + before[line_start..].chars().count(),
            }
        };
        proptest::prop_assert_eq!(Location::of(&text, offset), written_out(offset));
        let (earlier, offset) = (earlier.min(offset), offset.max(earlier));
        let from = Location::of(&text, earlier);
        proptest::prop_assert_eq!(from.advanced(&text, offset), written_out(offset));
    }
}

#[test]
fn trims_and_removes() {
    let s = Source::new("\u{0}\t h\nt\rtp:/ \u{1f}");
    assert_eq!(s.text(), "http:/");
    assert_eq!(s.original_offset(0), 3);
    assert_eq!(s.original_offset(1), 5);
    assert_eq!(s.original_offset(2), 7);
    assert_eq!(s.original_end(1), 4);
    assert_eq!(s.original_end(2), 6);
    assert_eq!(s.original_end(6), 11);
}

#[test]
fn borrows_when_only_trimming() {
    let s = Source::new("  x  ");
    assert!(matches!(s.text, Cow::Borrowed("x")));
}

#[test]
fn all_space() {
    let s = Source::new(" \t\n ");
    assert_eq!(s.text(), "");
    assert_eq!(s.original_offset(0), 4);
}

#[test]
fn spans_skip_removed_characters_at_their_ends() {
    let s = Source::new("a\tb\tc");
    assert_eq!(s.text(), "abc");
    // "b" alone
    assert_eq!(s.source_range(1, 2).range(), 2..3);
    // "ab"
    assert_eq!(s.source_range(0, 2).range(), 0..3);
}

#[test]
fn the_text_borrows_when_only_trimming_was_needed() {
    assert_eq!(Source::new("  a b ").borrowed_text(), Some("a b"));
    assert_eq!(Source::new("a\tb").borrowed_text(), None);
}
