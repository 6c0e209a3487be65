use super::*;

/// Decoding undoes encoding, in every column, for any string without
/// a `%` (which encoding leaves as it is).
#[test]
fn decode_str_undoes_encode() {
    let samples = [
        "a b",
        "é中💩",
        "\u{1}x\u{7f}",
        "[]{}|^`\"<>",
        "; = @ : ' ?",
        "#/\\",
    ];
    for s in samples {
        for column in Column::ALL {
            assert_eq!(decode_str(&encode(s, column)), s, "{column:?}");
        }
    }
}

#[test]
fn encode_cow_sees_a_single_encoded_character() {
    for s in [" ", "\u{800}", "é", "a b"] {
        let mut c = Cow::Borrowed(s);
        encode_cow(&mut c, Column::Segment);
        assert_ne!(c, s);
    }
    let mut c = Cow::Borrowed("abc");
    encode_cow(&mut c, Column::Segment);
    assert!(matches!(c, Cow::Borrowed("abc")));
}

fn encodes(column: Column, b: u8) -> bool {
    let s = (b as char).to_string();
    encode(&s, column) != s
}

/// Each column's set against the WHATWG percent-encode set it matches:
/// C0 controls and DEL, plus these ASCII characters. (`#`, `/`, `?`
/// never occur in a segment, nor `/`, `:` in a username; they are
/// encoded there all the same, being `n/a`.)
#[test]
fn sets_follow_the_whatwg_sets() {
    let whatwg: [(Column, &[u8]); 3] = [
        (Column::Fragment, b" \"<>`"),
        (Column::Segment, b" \"<>`#?^{}/"),
        (Column::Password, b" \"<>`#?^{}/:;=@[\\]|"),
    ];
    for (column, extra) in whatwg {
        for b in 0u8..0x80 {
            let expected = b < 0x20 || b == 0x7F || extra.contains(&b);
            assert_eq!(encodes(column, b), expected, "{column:?} {:?}", b as char);
        }
    }
    assert!(!encodes(Column::Segment, b'%'));
}
