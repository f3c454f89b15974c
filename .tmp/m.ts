import bs58 from 'bs58'; console.log(bs58)
