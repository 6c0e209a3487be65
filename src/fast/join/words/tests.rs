use super::*;

#[test]
fn the_searches_agree_with_byte_by_byte_ones() {
    let alphabet = [b'a', b'/', b':', b'|', 0, 0x80, 0xff, 0x7f, b'/' | 0x80];
    // Every length up to three words, each byte of the alphabet in
    // each position of a run of `a`s, and two of them together.
    for len in 0..25 {
        for &x in &alphabet {
            for at in 0..len.max(1) {
                for &y in &alphabet {
                    let mut bytes = vec![b'a'; len];
                    if len > 0 {
                        bytes[at] = x;
                        bytes[len - 1 - at] = y;
                    }
                    let naive = bytes.iter().any(|&c| c == b':' || c == b'|');
                    assert_eq!(holds_either(&bytes, b':', b'|'), naive, "{bytes:?}");
                    if let Ok(text) = core::str::from_utf8(&bytes) {
                        let naive = text.bytes().rposition(|c| c == b'/');
                        assert_eq!(last_slash(text), naive, "{bytes:?}");
                    }
                }
            }
        }
    }
}
