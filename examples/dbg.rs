fn main() {
    let mut prev = false;
    for cp in 0x30000u32..0x40000 {
        let c = char::from_u32(cp).unwrap();
        let ok = specurl::host::process(&c.to_string()).is_ok();
        if ok != prev {
            println!("{cp:X} -> {ok}");
            prev = ok;
        }
    }
}
