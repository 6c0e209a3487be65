use super::*;

#[test]
fn utf16_order_differs_from_code_point_order_only_above_the_bmp() {
    assert_eq!(utf16_cmp("\u{10000}", "\u{FFFF}"), Ordering::Less);
    assert_eq!(utf16_cmp("\u{10000}", "\u{D7FF}"), Ordering::Greater);
    assert_eq!(utf16_cmp("a\u{1F308}", "a\u{E000}"), Ordering::Less);
    assert_eq!(utf16_cmp("ab", "a"), Ordering::Greater);
    assert_eq!(utf16_cmp("é", "é"), Ordering::Equal);
    // A shared first byte of two different characters.
    assert_eq!(utf16_cmp("\u{E000}", "\u{E001}"), Ordering::Less);
    assert_eq!(utf16_cmp("\u{F0000}", "\u{EFFFF}"), Ordering::Greater);
}
